/**
 * The name of the check that carries a pull request's preview address: the
 * check run the Firebase Hosting deploy action
 * (FirebaseExtended/action-hosting-deploy, given `repoToken` on a pull
 * request) creates and completes with the address, and the commit status the
 * Preview workflow adds beside it. The editor's preview button looks for this
 * name (the CMS backend's `preview_context`).
 */
export const previewCheckName = 'Deploy Preview';
