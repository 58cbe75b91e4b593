export default function Images() {
  return <h1>Images</h1>;
}
