export default function AppList() {
  return <h1>AppList</h1>;
}
