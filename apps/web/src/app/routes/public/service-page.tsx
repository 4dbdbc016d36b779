import { redirect, useParams, type LoaderFunctionArgs } from 'react-router';
import { ServiceDetail } from '../../../features/marketing/components/service-detail';
import { isServiceSlug, servicePages } from '../../../features/marketing/data/services';
import { usePageMeta } from '../../../features/marketing/hooks/use-page-meta';

/** An unknown service goes to the services index. */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isServiceSlug(params.service)) return redirect('/services');
  return null;
}

function ServicePage() {
  const { service: slug } = useParams();
  const service = servicePages[isServiceSlug(slug) ? slug : 'education'];
  usePageMeta({ title: service.title, description: service.description });
  return <ServiceDetail service={service} />;
}

export { ServicePage as Component };
