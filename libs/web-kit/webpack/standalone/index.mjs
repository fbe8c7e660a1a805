// Entry of a microfrontend's standalone development page: an async boundary for Module Federation.
import('./bootstrap.mjs');
