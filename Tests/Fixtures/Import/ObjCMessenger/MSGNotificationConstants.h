// A messenger app in Objective-C: identifiers as #defines and string constants in a header, a reply field,
// an action from a getter, an icon from iOS 15 under @available, a call button on iOS only, intents.
#import <Foundation/Foundation.h>

#define MSGCategoryMessage @"MESSAGE"
#define MSGIdentifierPrefix @"com.example.messenger."

extern NSString *const MSGActionReply;
static NSString * const MSGActionArchive = MSGIdentifierPrefix @"archive";
