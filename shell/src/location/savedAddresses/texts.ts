import { defineTexts } from '@servenear/shared/i18n';
import type { AddressKind } from '@servenear/shared/wire';

/**
 * Issue 37 (ours): the texts of the saved addresses in the location popup. What the server says
 * (saved, updated, deleted, and each refusal) is shown as it says it (shared/src/schemas/places.ts).
 */
export const savedAddressTexts = defineTexts(
  {
    title: 'Saved addresses',
    loading: 'Loading saved addresses…',
    loadFailed: 'Your saved addresses could not be loaded.',
    retry: 'Try again',
    empty: 'No saved addresses yet. Save the location you are at to find it here next time.',
    edit: 'Edit',
    renameLegend: 'Name this address',
    addressLabel: 'Address (flat or house number, landmark)',
    finding: 'Finding the address of your location…',
    save: 'Save',
    cancel: 'Cancel',
    delete: 'Delete',
    confirmDelete: 'Delete this address?',
    keep: 'Keep',
    saveCurrent: 'Save your location',
    saveAs: 'Save it as',
    saveAddress: 'Save address',
    noPlaceYet: 'Choose a location above to save it here.',
    failed: 'Something went wrong. Please try again.',
    offline: 'We could not reach ServeNear. Check your connection and try again.',
    // A row's controls, named with the address they act on ({kind}: Home, Work or Other).
    useAddress: 'Use {kind}: {address}',
    editAddress: 'Edit {kind}: {address}',
    editForm: 'Edit {kind}',
    deleteAddress: 'Delete {kind}: {address}',
    confirmDeleteAddress: 'Delete this address? {kind}: {address}',
    /** The edit's offer to move a saved address to the location chosen now. */
    moveHere: 'Move it to your current location: {address}',
    /** "This location is saved as Home." */
    savedAs: 'This location is saved as {kind}.',
    kinds: { home: 'Home', work: 'Work', other: 'Other' },
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);

/** The kinds in the order they are offered; `kindsTest` holds it to the wire's list. */
export const addressKindOrder: readonly AddressKind[] = ['home', 'work', 'other'];

/** Each kind's name, in the page's language. */
export const kindLabels: Readonly<Record<AddressKind, string>> = savedAddressTexts.kinds;
