/*
 * The review core's place in the brief of issue 19. It lives in the platform (a module never imports
 * another module): import it from `platform/scsReview/changes`.
 */
export * from '../../platform/scsReview/changes';
