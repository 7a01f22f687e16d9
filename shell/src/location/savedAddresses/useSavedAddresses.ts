import { useMutation, useQuery } from '@servenear/shared/query';
import { queryKeys, useHost } from '@servenear/shared/host';
import { AddressCallFailed, addSavedAddress, deleteSavedAddress, editSavedAddress, getSavedAddresses, type AddressChanged, type AddressEdit, type SavedAddress } from './savedAddressesApi';

/** The signed-in customer's saved addresses, under `account` so the shell drops them when the session changes. */
export function useSavedAddresses() {
  const { session, queryClient } = useHost();
  return useQuery({ queryKey: queryKeys.account.addresses(), queryFn: getSavedAddresses, enabled: session?.role === 'user' }, queryClient);
}

/**
 * Adding, editing and deleting, each putting the server's answer into the list at once. A 401
 * means the session ended elsewhere: the shell forgets it (the popup then shows no addresses);
 * a 404 means the address went (another tab deleted it): the list is read again.
 */
export function useSavedAddressChanges() {
  const { queryClient, endSession } = useHost();
  const key = queryKeys.account.addresses();
  const update = (change: (addresses: SavedAddress[]) => SavedAddress[]) => queryClient.setQueryData<SavedAddress[]>(key, (addresses) => change(addresses ?? []));
  const onError = (failure: Error) => {
    if (!(failure instanceof AddressCallFailed)) return;
    if (failure.status === 401) endSession();
    else if (failure.status === 404) void queryClient.invalidateQueries({ queryKey: key });
  };
  const replace = ({ address }: AddressChanged) => update((addresses) => addresses.map((kept) => (kept.id === address.id ? address : kept)));

  const add = useMutation(
    { mutationFn: addSavedAddress, onSuccess: ({ address }: AddressChanged) => update((addresses) => [...addresses, address]), onError },
    queryClient,
  );
  const edit = useMutation({ mutationFn: ({ id, change }: { id: number; change: AddressEdit }) => editSavedAddress(id, change), onSuccess: replace, onError }, queryClient);
  const remove = useMutation(
    { mutationFn: (id: number) => deleteSavedAddress(id), onSuccess: (_message: string, id: number) => update((addresses) => addresses.filter((kept) => kept.id !== id)), onError },
    queryClient,
  );
  return { add, edit, remove };
}
