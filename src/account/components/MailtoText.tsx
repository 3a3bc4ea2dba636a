/** A sentence that names an e-mail address, with the address as a link to write to it. */
export function MailtoText({ text, email }: { text: string; email: string }) {
  const at = email ? text.indexOf(email) : -1;
  if (at === -1) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <a href={`mailto:${email}`}>{email}</a>
      {text.slice(at + email.length)}
    </>
  );
}
