import { useId } from 'react';
import { useNavigate } from '@servenear/shared/router';
import { Dialog } from '@servenear/shared/dialog';
import { ServiceDetailsBody, serviceDetailsTexts as texts } from '../../components/service-details';
import { sampleService } from './sample/sampleService';

/**
 * /component (public): customer §2's static demo overlay. It is the real overlay's body fed a
 * SAMPLE service with sample reviews (sample/sampleService.ts), not connected to any data: no
 * request is made, and its buttons lead nowhere. Closing it goes home.
 */
export default function ComponentDemoPage() {
  const titleId = useId();
  const navigate = useNavigate();
  return (
    <Dialog labelledBy={titleId} closeLabel={texts.close} onClose={() => navigate('/')}>
      <ServiceDetailsBody service={sampleService()} titleId={titleId} sample />
    </Dialog>
  );
}
