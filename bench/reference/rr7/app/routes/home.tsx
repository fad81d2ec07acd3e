import { useLoaderData } from 'react-router';

export function meta() {
  return [{ title: 'Skeleton' }, { name: 'description', content: 'A minimal React Router 7 page for the bench.' }];
}

export async function loader() {
  return {
    items: [
      { id: 1, name: 'Flag pin', priceCents: 850 },
      { id: 2, name: 'Tee pin', priceCents: 700 },
      { id: 3, name: 'Green pin', priceCents: 925 },
      { id: 4, name: 'Caddie pin', priceCents: 1100 },
      { id: 5, name: 'Eagle pin', priceCents: 1250 },
    ],
  };
}

export default function Home() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Skeleton</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            {item.name}: ${(item.priceCents / 100).toFixed(2)}
          </li>
        ))}
      </ul>
    </main>
  );
}
