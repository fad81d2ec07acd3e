import type { Route } from './+types/home';

export function meta(_: Route.MetaArgs) {
  return [
    { title: 'Custom Soft Enamel Golf Pins | Pinshop' },
    { name: 'description', content: 'Custom and ready-made soft enamel golf pins for courses, tournaments and pro shops.' },
  ];
}

export default function Home() {
  return <h1 className="p-8 text-3xl font-bold">Custom Golf Pins</h1>;
}
