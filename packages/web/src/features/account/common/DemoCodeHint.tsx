import { useService } from '../../../app/services';
import { AccountTokens } from '../tokens';

/**
 * Demo only: the code the fake server "sent" to `target`. Nothing can be e-mailed or texted from the demo,
 * so the code is shown here, clearly labelled. Renders nothing when no demo inbox is bound.
 */
export const DemoCodeHint = ({ target }: { target: string }) => {
  const inbox = useService(AccountTokens.DemoInbox);
  const code = inbox?.latestCode(target);
  if (code === undefined) return null;
  return (
    <p className="demo-hint" role="note">
      <strong>Demo:</strong> your code is <span className="demo-code">{code}</span>
      <span className="demo-hint__why"> No e-mail or text message is really sent in this demo.</span>
    </p>
  );
};
