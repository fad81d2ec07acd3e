import { ArrowRight, Clock, FileText, PenTool, ShoppingBag, Truck, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { Route } from './+types/home';

export function meta(_: Route.MetaArgs) {
  return [
    { title: 'Custom Soft Enamel Golf Pins | Pinshop Golf Pins' },
    {
      name: 'description',
      content:
        'Custom and ready-made soft enamel golf pins for courses, tournaments and pro shops. Free mockup within 24 hours, shipped in 2-3 weeks, NET 30 wholesale.',
    },
  ];
}

const PROMISES = [
  { icon: PenTool, text: 'Free mockup within 24 hours' },
  { icon: Truck, text: 'Produced and shipped in 2-3 weeks' },
  { icon: FileText, text: 'NET 30 wholesale terms' },
  { icon: Users, text: 'Join 500+ golfers' },
] as const;

const ACTIONS = [
  {
    to: '/quote',
    icon: Clock,
    eyebrow: 'Custom pins',
    title: 'Get a Custom Quote',
    text: 'Send us your logo and we will reply within 24 hours with a mockup and a price.',
  },
  {
    to: '/wholesale',
    icon: ShoppingBag,
    eyebrow: 'Ready to ship',
    title: 'Shop Wholesale Pins',
    text: 'Tournament, course and commemorative designs with savings from 10 pins.',
  },
] as const;

export default function Home() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 size-[40rem] -translate-x-1/2 rounded-full bg-brand-100/60 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:px-8">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Soft enamel golf pins</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl">
            Custom Golf Pins Made for Your Course, Club or Tournament
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-slate-600">
            Premium soft enamel pins for golf courses, pro shops, tournament organisers and golfers, designed with you
            and delivered on time.
          </p>
        </div>

        <div className="mx-auto mt-12 grid max-w-4xl gap-6 md:grid-cols-2">
          {ACTIONS.map((action) => (
            <Link
              key={action.to}
              to={action.to}
              className="group flex flex-col rounded-2xl border border-slate-200 bg-white p-8 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-600/40 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
            >
              <span className="flex size-12 items-center justify-center rounded-xl bg-brand-600 text-white">
                <action.icon className="size-6" aria-hidden="true" />
              </span>
              <span className="mt-6 text-xs font-semibold tracking-widest text-brand-700 uppercase">
                {action.eyebrow}
              </span>
              <span className="mt-1 text-2xl font-bold text-slate-900">{action.title}</span>
              <span className="mt-3 text-base text-slate-600">{action.text}</span>
              <span className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
                Get started
                <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" aria-hidden="true" />
              </span>
            </Link>
          ))}
        </div>

        <ul className="mx-auto mt-14 grid max-w-4xl grid-cols-2 gap-x-6 gap-y-4 text-sm text-slate-700 md:grid-cols-4">
          {PROMISES.map((promise) => (
            <li key={promise.text} className="flex items-center gap-2">
              <promise.icon className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
              {promise.text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
