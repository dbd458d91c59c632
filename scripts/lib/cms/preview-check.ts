/**
 * The check run the Firebase Hosting deploy action (FirebaseExtended/action-hosting-deploy) opens
 * on a pull request and completes with the preview channel's address: the editor's preview button
 * reads it (the CMS config's `preview_context`).
 */
export const previewCheckName = 'Deploy Preview';
