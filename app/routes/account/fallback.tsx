export default function Fallback() {
  return <h1>Fallback</h1>;
}
