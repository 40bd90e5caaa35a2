// The entries live with the app's other addresses (config/), which the centre links are built from.
export * from '../../../config/agent-pages';
