import { describe, expect, it, vi } from 'vitest';
import { fetchPreviewMenu, startPreview } from './api.ts';
import { createPreviewPage } from './preview-page.ts';

vi.mock('../auth/ensure-session.ts', () => ({ ensureSession: async () => null }));
vi.mock('../stores/session.ts', () => ({ setSession: vi.fn() }));
vi.mock('./api.ts', () => ({ fetchPreviewRoles: vi.fn(), fetchPreviewMenu: vi.fn(), startPreview: vi.fn() }));

describe('the preview page', () => {
  it('hides a menu shown once the roles change', async () => {
    vi.mocked(fetchPreviewMenu).mockResolvedValue([]);
    const page = createPreviewPage(vi.fn());
    await page.showMenu();
    expect(fetchPreviewMenu).toHaveBeenCalledWith(['claims.handler']);
    expect(page.$menu.get()).toEqual([]);
    page.toggle('claims.manager', true);
    expect(page.$chosen.get()).toEqual(['claims.handler', 'claims.manager']);
    expect(page.$menu.get()).toBeNull();
  });

  it('leaves for the product only once the preview session is there', async () => {
    const go = vi.fn();
    const page = createPreviewPage(go);
    vi.mocked(startPreview).mockRejectedValue(new Error('Refused.'));
    await page.open();
    expect(go).not.toHaveBeenCalled();
    expect(page.saving.$problem.get()).toBe('Refused.');
    vi.mocked(startPreview).mockResolvedValue({ idToken: 't', profile: {} } as Awaited<
      ReturnType<typeof startPreview>
    >);
    await page.open();
    expect(go).toHaveBeenCalledTimes(1);
  });
});
