export default function Auth() {
  return <h1>Auth</h1>;
}
