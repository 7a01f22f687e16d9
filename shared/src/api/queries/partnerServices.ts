import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient, type UseQueryResult } from '@servenear/shared/query';
import { queryKeys } from '@servenear/shared/host';
import type { UploadOptions } from '../partner';
import { partnerServicesApi, type NewCatalogueService, type PartnerService, type ServiceEdit, type ServiceUpload } from '../partnerServices';
import { useSignedInQuery } from './signedIn';

/**
 * The keys of the partner's services. They live under the `partner` root, so the shell drops
 * them when the session changes, but not in the host contract's queryKeys: only remote-partner
 * reads or writes them (the service screens and the partner's home), so no other app has to
 * agree on them and the contract's version stays as it is.
 */
export const partnerServiceKeys = {
  all: [...queryKeys.partner.all, 'services'] as const,
  lists: () => [...queryKeys.partner.all, 'services', 'lists'] as const,
  values: (actionId: number, isOther: boolean) => [...queryKeys.partner.all, 'services', 'values', actionId, isOther] as const,
  /** Public catalogue data: under `catalog`, kept across sessions. */
  choices: (subcategoryId: number) => [...queryKeys.catalog.all, 'partner-service-choices', subcategoryId] as const,
};

export interface OwnServices {
  /** GET employee/getservice: offers of catalogue services. */
  services: PartnerService[];
  /** GET employee/newservice: the partner's "other" and added services. */
  otherServices: PartnerService[];
}

const ownServicesQuery = queryOptions({
  queryKey: partnerServiceKeys.lists(),
  queryFn: async ({ signal }): Promise<OwnServices> => {
    const [services, otherServices] = await Promise.all([partnerServicesApi.list({ signal }), partnerServicesApi.listOther({ signal })]);
    return { services, otherServices };
  },
});

/** Both lists of the partner's services in one query: the two GETs go in parallel. */
export function useOwnServices(): UseQueryResult<OwnServices> {
  return useSignedInQuery(ownServicesQuery);
}

/** The stored values of one offer for the edit form; null asks for nothing (no card named). */
export function usePartnerServiceValues(actionId: number | null, isOther: boolean) {
  return useSignedInQuery(
    queryOptions({
      queryKey: partnerServiceKeys.values(actionId ?? 0, isOther),
      queryFn: ({ signal }) => partnerServicesApi.editValues(actionId ?? 0, isOther, { signal }),
      enabled: actionId !== null,
      // The form starts from what is stored now, never from an older copy.
      staleTime: 0,
      gcTime: 0,
    }),
  );
}

/** GET service/subcategory/{id}: the catalogue services of a subcategory; nothing is asked while none is chosen. */
export function useSubcategoryServiceChoices(subcategoryId: number | null) {
  return useQuery({
    queryKey: partnerServiceKeys.choices(subcategoryId ?? 0),
    queryFn: ({ signal }) => partnerServicesApi.servicesOfSubcategory(subcategoryId ?? 0, { signal }),
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
    mutationFn: ({ upload, onUploadProgress }: ServiceUploadRequest) => partnerServicesApi.upload(upload, { onUploadProgress }),
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
    mutationFn: ({ edit, onUploadProgress }: ServiceEditRequest) => partnerServicesApi.edit(edit, { onUploadProgress }),
    onSuccess: () => refreshOwnServices(client),
  });
}

/** POST employee/add-service: the new service waits for approval in the second list. */
export function useAddCatalogueService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (service: NewCatalogueService) => partnerServicesApi.add(service),
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
    mutationFn: (service: Pick<PartnerService, 'actionId' | 'isOther'>) => partnerServicesApi.remove(service.actionId, service.isOther),
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
