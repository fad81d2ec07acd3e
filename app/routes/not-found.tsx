import { data } from 'react-router';
import type { Route } from './+types/not-found';

export function loader() {
  return data(null, { status: 404 });
}

export function meta(_: Route.MetaArgs) {
  return [{ title: '404 Page Not Found' }];
}

export default function NotFound() {
  return <h1 className="p-8 text-3xl font-bold">404 Page Not Found</h1>;
}
