// Placeholder until the welcome voucher page is built (issue 7).
export default function WelcomePage() {
  return <h1>Welcome</h1>;
}
