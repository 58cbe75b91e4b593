export default function GeneratorDetail() {
  return <h1>GeneratorDetail</h1>;
}
