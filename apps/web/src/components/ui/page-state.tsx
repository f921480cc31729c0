// A page whose only content is a state (what it shows does not exist, or there is nothing yet): the state's title
// as the page's heading, a line, and a link on. The page lays out the frame (`className`).
import { ButtonLink } from './button';
import { StateMessage } from './state-message';

export function PageState({
  className,
  tone = 'notFound',
  title,
  text,
  link,
  testId,
}: {
  className: string;
  tone?: 'notFound' | 'empty';
  title: string;
  text: string;
  link: { to: string; label: string };
  testId: string;
}) {
  return (
    <div className={className}>
      <StateMessage
        tone={tone}
        headingLevel="h1"
        title={title}
        action={<ButtonLink to={link.to}>{link.label}</ButtonLink>}
        testId={testId}
      >
        {text}
      </StateMessage>
    </div>
  );
}
