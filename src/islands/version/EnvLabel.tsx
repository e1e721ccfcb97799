import { useClientStore } from '../../lib/use-client-store.ts';
import { useEffect } from 'react';
import { interpolate } from '../../lib/interpolate.ts';
import { $version, loadVersion } from '../../lib/version/version.ts';

interface Props {
  messages: { 'shell.environment': string };
}

/** The environment label tab of the toolbar, in the deployment's colour (from /api/version). */
export default function EnvLabel({ messages }: Props) {
  const version = useClientStore($version, null);
  useEffect(() => {
    void loadVersion();
  }, []);
  if (!version?.envLabel) return null;
  return (
    <span
      className="rounded-b px-3 py-1 text-xs font-bold text-gray-950"
      data-testid="env-label"
      role="note"
      aria-label={interpolate(messages['shell.environment'], { label: version.envLabel })}
      ref={(el) => el?.style.setProperty('background-color', version.envLabelColor)}
    >
      {version.envLabel}
    </span>
  );
}
