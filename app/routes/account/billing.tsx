export default function Billing() {
  return <h1>Billing</h1>;
}
