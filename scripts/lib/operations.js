'use strict';
/**
 * What the tests and the live check derive from the node's registry (nodes/Mayar/actions/resources.ts), so an
 * operation that needs nothing written for it gets nothing written.
 */

/** The resource whose operations send nothing to Mayar: Trigger Event. */
const LOCAL_RESOURCE = 'triggerEvent';

/**
 * 'resource/operation' of every operation that shows no parameter (a notice is not one), in Resource list order.
 * The local resource is left out: it sends nothing to Mayar.
 */
function operationsWithoutParameters(resourceList) {
	return resourceList
		.filter((resource) => resource.value !== LOCAL_RESOURCE)
		.flatMap((resource) =>
			resource.entries
				.filter((entry) => entry.module.description.every((p) => p.type === 'notice'))
				.map((entry) => `${resource.value}/${entry.value}`),
		);
}

module.exports = { LOCAL_RESOURCE, operationsWithoutParameters };
