/**
 * The error pages' views, loaded when one is shown (app/lib/lazy-view.tsx): every page's error boundary names them,
 * few pages ever show them, so their code is not part of any page's first load (decision 021).
 */
import { lazyView } from '../lib/lazy-view';
import type { RouteErrorViewProps } from './route-error-view';

export const RouteErrorView = lazyView<RouteErrorViewProps>(() =>
  import('./route-error-view').then((module) => module.RouteErrorView),
);

export const NotFoundView = lazyView<object>(() => import('./not-found-view').then((module) => module.NotFoundView));
