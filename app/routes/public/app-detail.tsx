export default function AppDetail() {
  return <h1>AppDetail</h1>;
}
