export default function Index() {
  return <h1>Index</h1>;
}
