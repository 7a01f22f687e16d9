import { parseId } from '@servenear/shared/id';
import { useNavigate, useSearchParams } from '@servenear/shared/router';
import { ServiceDetailsDialog } from '../../components/service-details';
import { serviceListUrl } from '../../components/urls';

/** /service-popup?id=: the details overlay on its own; closing it shows the service's list. */
export default function ServicePopupPage() {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  return (
    <ServiceDetailsDialog
      serviceId={parseId(query.get('id'))}
      onClose={(service) => navigate(service ? serviceListUrl(service.categoryId, service.subcategoryId) : '/list-of-services')}
    />
  );
}
