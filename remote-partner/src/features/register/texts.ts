import { defineTexts } from '@servenear/shared/i18n';

/** The registration page's texts, all groups (each is exported below under its own name). */
export const registerFeatureTexts = defineTexts(
  {
    /** '/employee-register' (partner §2 'Registration form', §8). */
    register: {
      heading: 'Register as a ServeNear partner',
      intro:
        'Get bookings from customers near you. Fill in your details, add a photo or PDF of your ID proof, and our team will verify your account.',
      submit: 'Register',
      submitting: 'Registering...',
      uploading: 'Uploading your details',
      /** The server's own wording for a refused file (issue 3 contract). */
      fileRefused: 'ID proofs must be JPG, PNG, WebP or PDF files up to 5 MB.',
      tooManyFiles: 'You can add up to 3 ID proof files.',
      fixFields: 'Please correct the highlighted fields.',
      failure: 'Registration failed. Please try again.',
      alreadyRegistered: 'Already registered?',
      logIn: 'Log in',
    },
    /** Who the partner is and how to reach them. */
    personal: {
      legend: 'Personal details',
      name: 'Full name',
      mobile: 'Mobile number',
      email: 'Email',
      password: 'Password',
      passwordHint: 'At least 8 characters, not a common password.',
      dob: 'Date of birth',
      dobHint: 'You must be 18 or older.',
      gender: 'Gender',
      choose: 'Select gender',
      genders: { male: 'Male', female: 'Female', other: 'Other' },
      address: 'Address',
      addressHint: 'Where you live and work from, with area and city.',
    },
    /** The partner's experience and services. */
    work: {
      legend: 'Work',
      experience: 'Experience',
      experienceHint: 'For example: 3 years.',
      details: 'Job details',
      detailsHint: 'The work you do and the services you offer, e.g. plumbing repairs, house cleaning.',
    },
    /** The ID proofs; `name` is a chosen file's name. */
    idProof: {
      legend: 'ID proof',
      hint: 'A clear photo or PDF of your Aadhaar, PAN, voter ID or driving licence. 1 to 3 files, each up to 5 MB.',
      add: 'Add ID proof (image or PDF)',
      chosen: 'Chosen ID proofs',
      /** The small badge before a chosen file's name. */
      pdfKind: 'PDF',
      imageKind: 'IMG',
      remove: 'Remove',
      removeFile: 'Remove {name}',
    },
    /** The terms box: `{terms}` is where the link to the terms goes (its words: `link`). */
    terms: {
      text: 'I accept the {terms} and confirm that my details are true.',
      link: 'terms and conditions',
    },
  },
  { hi: () => import('./texts.hi.json'), ta: () => import('./texts.ta.json') },
);

export const registerTexts = registerFeatureTexts.register;
export const personalTexts = registerFeatureTexts.personal;
export const workTexts = registerFeatureTexts.work;
export const idProofTexts = registerFeatureTexts.idProof;
export const termsTexts = registerFeatureTexts.terms;
