// Placeholder until the Google sign-in callback page is built (issue 7).
export default function LoginSuccessPage() {
  return <p>Completing authentication...</p>;
}
