import { useLoaderData } from "react-router";

export function loader() {
  return { greeting: "Hello from a bare React Router page" };
}

export function meta() {
  return [{ title: "Bare page" }];
}

export default function Home() {
  const { greeting } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{greeting}</h1>
      <p>One route, one loader, React Router's default server entry.</p>
    </main>
  );
}
