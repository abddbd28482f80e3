/** The message the social callback page posts to the secure frame (same origin only). */
export const SOCIAL_RESULT_MESSAGE = '@kit-frame/SOCIAL_RESULT'

/** The path of the page the social-login popup returns to, on the frame's origin. */
export const SOCIAL_CALLBACK_PATH = '/social-callback.html'
