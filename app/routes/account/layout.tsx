export default function Layout() {
  return <h1>Layout</h1>;
}
