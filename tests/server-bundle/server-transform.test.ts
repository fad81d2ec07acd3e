import { describe, expect, it, vi } from 'vitest';
import { reactRouterServerTransform } from '../../scripts/react-router/server-transform.mjs';

type Hooks = {
  apply: string;
  applyToEnvironment: (environment: { name: string }) => boolean;
  transform: (code: string, id: string) => { code: string } | null;
  buildEnd: (this: { error: (message: string) => void }, error?: Error) => void;
};

const plugin = () =>
  reactRouterServerTransform({
    name: 'test-change',
    marker: 'function target(',
    what: 'target',
    change: (code) => code.replace('function target(', 'function changed('),
  }) as unknown as Hooks;

const ROUTER_FILE = '/app/node_modules/react-router/dist/production/chunk-X.mjs';

describe('the frame of the server build changes to React Router (scripts/react-router/server-transform.mjs)', () => {
  it('applies to the server build only', () => {
    expect(plugin().apply).toBe('build');
    expect(plugin().applyToEnvironment({ name: 'ssr' })).toBe(true);
    expect(plugin().applyToEnvironment({ name: 'client' })).toBe(false);
  });

  it("changes React Router's production files that hold the marker, and nothing else", () => {
    const hooks = plugin();
    expect(hooks.transform('function target() {}', ROUTER_FILE)?.code).toBe('function changed() {}');
    expect(hooks.transform('function other() {}', ROUTER_FILE)).toBeNull();
    expect(hooks.transform('function target() {}', '/app/node_modules/react-router/dist/development/x.mjs')).toBeNull();
    expect(hooks.transform('function target() {}', '/app/app/root.tsx')).toBeNull();
  });

  it('fails the build when no file held the marker, and not when one did', () => {
    const error = vi.fn();
    plugin().buildEnd.call({ error });
    expect(error).toHaveBeenCalledWith("test-change: React Router's target was not in the server build");

    const changed = plugin();
    changed.transform('function target() {}', ROUTER_FILE);
    const none = vi.fn();
    changed.buildEnd.call({ error: none });
    expect(none).not.toHaveBeenCalled();
  });
});
