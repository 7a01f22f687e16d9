import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient, type UseQueryResult } from '@servenear/shared/query';
import {
  addCatalogueServiceEndpoint,
  deleteOwnPartnerServiceEndpoint,
  deletePartnerServiceEndpoint,
  editPartnerServiceEndpoint,
  partnerOwnServicesEndpoint,
  partnerOwnServiceValuesEndpoint,
  partnerServiceKeys,
  partnerServicesEndpoint,
  partnerServiceValuesEndpoint,
  uploadPartnerServiceEndpoint,
  type PartnerService,
} from '../../endpoints/partnerServices';
import { callEndpoint, endpointQuery } from '../endpointCalls';
import type { UploadOptions } from '../partner';
import { subcategoryServiceChoicesEndpoint } from '../../endpoints/services';
import { editForm, newServiceForm, uploadForm, type NewCatalogueService, type ServiceEdit, type ServiceUpload } from '../partnerServices';
import { useSignedInQuery } from './signedIn';

export { partnerServiceKeys };

export interface OwnServices {
  /** GET employee/getservice: offers of catalogue services. */
  services: PartnerService[];
  /** GET employee/newservice: the partner's "other" and added services. */
  otherServices: PartnerService[];
}

const ownServicesQuery = queryOptions({
  queryKey: partnerServiceKeys.lists(),
  queryFn: async ({ signal }): Promise<OwnServices> => {
    const [services, otherServices] = await Promise.all([callEndpoint(partnerServicesEndpoint, { signal }), callEndpoint(partnerOwnServicesEndpoint, { signal })]);
    return { services, otherServices };
  },
});

/** Both lists of the partner's services in one query: the two GETs go in parallel. */
export function useOwnServices(): UseQueryResult<OwnServices> {
  return useSignedInQuery(ownServicesQuery);
}

/** The stored values of one offer for the edit form; null asks for nothing (no card named). */
export function usePartnerServiceValues(actionId: number | null, isOther: boolean) {
  const params = { id: actionId ?? 0 };
  return useSignedInQuery({
    ...(isOther ? endpointQuery(partnerOwnServiceValuesEndpoint, { params }) : endpointQuery(partnerServiceValuesEndpoint, { params })),
    enabled: actionId !== null,
    // The form starts from what is stored now, never from an older copy.
    staleTime: 0,
    gcTime: 0,
  });
}

/** GET service/subcategory/{id}: the catalogue services of a subcategory; nothing is asked while none is chosen. */
export function useSubcategoryServiceChoices(subcategoryId: number | null) {
  return useQuery({
    ...endpointQuery(subcategoryServiceChoicesEndpoint, { params: { subcategoryId: subcategoryId ?? 0 } }),
    enabled: subcategoryId !== null,
    staleTime: 5 * 60_000,
  });
}

/** A service changed on the server: the lists (and the home's carousel) ask again. */
function refreshOwnServices(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: partnerServiceKeys.all });
}

export interface ServiceUploadRequest extends UploadOptions {
  upload: ServiceUpload;
}

/** POST employee/upload-service: multipart with the photos and the video, reporting the upload's progress. */
export function useUploadPartnerService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ upload, onUploadProgress }: ServiceUploadRequest) => callEndpoint(uploadPartnerServiceEndpoint, { body: uploadForm(upload), onUploadProgress }),
    onSuccess: () => refreshOwnServices(client),
  });
}

export interface ServiceEditRequest extends UploadOptions {
  edit: ServiceEdit;
}

/** POST employee/edit-upload-service. */
export function useEditPartnerService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ edit, onUploadProgress }: ServiceEditRequest) => callEndpoint(editPartnerServiceEndpoint, { body: editForm(edit), onUploadProgress }),
    onSuccess: () => refreshOwnServices(client),
  });
}

/** POST employee/add-service: the new service waits for approval in the second list. */
export function useAddCatalogueService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (service: NewCatalogueService) => callEndpoint(addCatalogueServiceEndpoint, { body: newServiceForm(service) }),
    onSuccess: () => refreshOwnServices(client),
  });
}

/**
 * POST employee/delete-service or employee/delete-new-service. The card leaves the cached lists
 * at once (partner §4 'Deleting a service removes it from the displayed list'), then they are asked again.
 */
export function useDeletePartnerService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (service: Pick<PartnerService, 'actionId' | 'isOther'>) =>
      callEndpoint(service.isOther ? deleteOwnPartnerServiceEndpoint : deletePartnerServiceEndpoint, { body: { serviceId: service.actionId } }),
    onSuccess: (_message, service) => {
      client.setQueryData<OwnServices>(partnerServiceKeys.lists(), (lists) => {
        if (!lists) return lists;
        const keep = (card: PartnerService) => !(card.actionId === service.actionId && card.isOther === service.isOther);
        return { services: lists.services.filter(keep), otherServices: lists.otherServices.filter(keep) };
      });
      return refreshOwnServices(client);
    },
  });
}
