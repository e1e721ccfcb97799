import { useClientStore } from '../../lib/use-client-store.ts';
import { useEffect } from 'react';
import { interpolate } from '../../lib/interpolate.ts';
import { $version, loadVersion } from '../../lib/version/version.ts';

interface Props {
  messages: { 'app.version': string; 'app.environment': string };
}

/** The version and environment label at the bottom of the sign-in pages (spec.md section 2). */
export default function VersionInfo({ messages }: Props) {
  const version = useClientStore($version, null);
  useEffect(() => {
    void loadVersion();
  }, []);
  if (!version) return <p className="h-6" aria-hidden="true" />;
  return (
    <p className="flex h-6 items-center justify-center gap-2" data-testid="version-info">
      <span>{interpolate(messages['app.version'], { version: version.version })}</span>
      {version.envLabel && (
        <span
          className="env-label rounded px-2 py-0.5 text-xs font-semibold text-gray-900"
          // The colour is the deployment's own (ENV_LABEL_COLOR); set through the CSSOM, which CSP allows.
          ref={(el) => el?.style.setProperty('background-color', version.envLabelColor)}
          title={messages['app.environment']}
        >
          {version.envLabel}
        </span>
      )}
    </p>
  );
}
