import { ServiceDetail } from '../../../features/marketing/components/service-detail';
import { servicePages } from '../../../features/marketing/data/services';
import { usePageMeta } from '../../../features/marketing/hooks/use-page-meta';

function AiVerificationPage() {
  const service = servicePages.ai;
  usePageMeta({ title: service.title, description: service.description });
  return <ServiceDetail service={service} />;
}

export { AiVerificationPage as Component };
