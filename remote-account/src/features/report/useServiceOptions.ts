import { useEffect, useState } from 'react';
import { servicesApi, type ServiceOption } from '@servenear/shared/api';

export interface ServiceOptionsState {
  options: ServiceOption[];
  failed: boolean;
}

/** The report form's service list; a failure leaves the form usable with an inline note. */
export function useServiceOptions(): ServiceOptionsState {
  const [state, setState] = useState<ServiceOptionsState>({ options: [], failed: false });

  useEffect(() => {
    let current = true;
    servicesApi.listAll().then(
      (options) => current && setState({ options, failed: false }),
      () => current && setState({ options: [], failed: true }),
    );
    return () => {
      current = false;
    };
  }, []);

  return state;
}
