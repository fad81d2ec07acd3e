import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteErrorView } from './route-error-view';

function renderErrorPage(rootData: Record<string, unknown> | undefined): string {
  const Stub = createRoutesStub([
    { id: 'root', path: '/', Component: () => createElement(RouteErrorView, { eyebrow: 'Error 500' }) },
  ]);
  return renderToString(
    createElement(Stub, {
      initialEntries: ['/'],
      hydrationData: rootData ? { loaderData: { root: rootData } } : undefined,
    }),
  );
}

describe('the error page', () => {
  it('names the failed request, so support can find its log line', () => {
    const html = renderErrorPage({ requestId: '3b1f6c1e-5a0c-4c53-9d8c-2f0f6b9a1d42' });
    expect(html).toContain('Something went wrong');
    expect(html).toContain('please quote the reference');
    expect(html).toContain('3b1f6c1e-5a0c-4c53-9d8c-2f0f6b9a1d42');
  });

  it('shows no reference when the page knows no request id', () => {
    expect(renderErrorPage(undefined)).not.toContain('reference');
  });
});
