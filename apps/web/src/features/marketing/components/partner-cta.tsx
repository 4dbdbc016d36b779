import { CallToAction } from './call-to-action';
import { LinkButton } from './link-button';

/** The closing band of the partner pages: apply, or talk to the partnerships team. */
export function PartnerCallToAction() {
  return (
    <CallToAction
      title="Become a Candor partner"
      text="Apply for partnership and our partner team will reply within two business days."
      actions={
        <>
          <LinkButton to="/demo" variant="inverse" size="lg">
            Apply for Partnership
          </LinkButton>
          <LinkButton to="/company/contact" variant="outline-inverse" size="lg">
            Contact Partnerships
          </LinkButton>
        </>
      }
    />
  );
}
