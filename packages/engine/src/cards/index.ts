/** Imports every card behaviour module so that each registers itself. */
export {};
