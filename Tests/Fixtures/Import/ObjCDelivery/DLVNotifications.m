// A delivery app: its text through the project's LOC macro and an NSString category method, both looking keys up
// in the Delivery String Catalog; a category per parcel state from a literal list.
#import <UserNotifications/UserNotifications.h>
#import "NSString+DLVLocalization.h"

#define LOC(key) NSLocalizedStringFromTable(key, @"Delivery", nil)

@implementation DLVNotifications

+ (void)registerCategories {
    UNNotificationAction *track = [UNNotificationAction actionWithIdentifier:@"delivery.track"
                                                                       title:LOC(@"delivery.track")
                                                                     options:UNNotificationActionOptionForeground];
    UNNotificationAction *reschedule = [UNNotificationAction actionWithIdentifier:@"delivery.reschedule"
                                                                            title:[@"delivery.reschedule" dlv_localized]
                                                                          options:UNNotificationActionOptionAuthenticationRequired];
    NSMutableSet *categories = [NSMutableSet set];
    for (NSString *state in @[@"OUT_FOR_DELIVERY", @"DELAYED"]) {
        [categories addObject:[UNNotificationCategory categoryWithIdentifier:state
                                                                     actions:@[track, reschedule]
                                                           intentIdentifiers:@[]
                                               hiddenPreviewsBodyPlaceholder:LOC(@"delivery.hidden")
                                                                     options:UNNotificationCategoryOptionNone]];
    }
    [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:categories];
}

@end
