import type { StorybookConfig } from '@storybook/react-vite';

/**
 * The component workbench. Vite settings (vanilla-extract, path aliases) come from the
 * project's vite.config.ts; `public/` is served so the MSW worker script is found in
 * `storybook dev` and in the static build alike.
 */
const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
};

export default config;
