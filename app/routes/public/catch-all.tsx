export default function CatchAll() {
  return <h1>CatchAll</h1>;
}
