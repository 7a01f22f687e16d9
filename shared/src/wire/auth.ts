/** customer §3 'Login result' / 'Sign-up payload' response: the `success` object of
 * POST user/login and user/user-register. */
export interface AuthSuccessWire {
  token: string;
  role: 'user' | 'employee' | 'admin';
  name: string;
  id: number;
  /** 1 = verified. */
  is_verified: 0 | 1;
  mobile: string;
}

/** POST user/login and user/user-register reply: the session sits under `success`, not `data`. */
export interface AuthReplyWire {
  status: number;
  message?: string;
  success: AuthSuccessWire;
}

/** POST user/user-register. */
export interface RegisterPayloadWire {
  name: string;
  mobile: string;
  password: string;
}

/** POST user/login. */
export interface LoginPayloadWire {
  mobile: string;
  password: string;
}

/** POST user/verify-otp → data. */
export interface OtpVerifiedWire {
  is_verified: 0 | 1;
}

/** POST user/verify-reset-otp (ours) → data. */
export interface ResetTokenWire {
  reset_token: string;
}

/** POST user/reset-password (ours). */
export interface ResetPasswordPayloadWire {
  reset_token: string;
  new_password: string;
  confirm_password: string;
}

/** customer §3 'Password change': POST user/changepassword. */
export interface ChangePasswordPayloadWire {
  old_password: string;
  new_password: string;
  confirm_password?: string;
}

/** customer §3 'User profile': GET user/user-details and user/userprofile → data. */
export interface UserProfileWire {
  id: number;
  name: string;
  mobile: string;
  email: string | null;
  address: string | null;
  /** Site-relative URL of the profile picture, or null. */
  image_url: string | null;
  is_verified: 0 | 1;
  role: 'user' | 'employee' | 'admin';
}
