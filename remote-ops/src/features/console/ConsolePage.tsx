/** Everything under '/ops': the console's layout and its queues. */
export default function ConsolePage() {
  return (
    <main>
      <h1>Ops console</h1>
    </main>
  );
}
