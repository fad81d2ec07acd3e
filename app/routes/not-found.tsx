import { data } from 'react-router';
import { NotFoundView } from '../components/error-views';
import type { Route } from './+types/not-found';

export function loader() {
  return data(null, { status: 404 });
}

export function meta(_: Route.MetaArgs) {
  return [
    { title: '404 Page Not Found' },
    { name: 'description', content: 'The page you were looking for could not be found.' },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function NotFound() {
  return <NotFoundView />;
}
