import { Page } from '../../ui/Page';

/** The route exists and is reachable; its screen arrives with its capability's issue. */
export const HeadingOnlyPage = ({ title }: { title: string }) => (
  <Page title={title}>
    <p className="muted">This part of Crema is coming soon.</p>
  </Page>
);
