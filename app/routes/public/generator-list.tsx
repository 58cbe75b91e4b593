export default function GeneratorList() {
  return <h1>GeneratorList</h1>;
}
